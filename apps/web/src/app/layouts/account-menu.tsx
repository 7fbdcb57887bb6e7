import type { Session } from '@app/domain/accounts'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import ArticleIcon from '@mui/icons-material/Article'
import CampaignIcon from '@mui/icons-material/Campaign'
import CloudDownloadIcon from '@mui/icons-material/CloudDownload'
import ContactPhoneIcon from '@mui/icons-material/ContactPhone'
import EventNoteIcon from '@mui/icons-material/EventNote'
import FavoriteIcon from '@mui/icons-material/Favorite'
import FolderSharedIcon from '@mui/icons-material/FolderShared'
import GavelIcon from '@mui/icons-material/Gavel'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MedicationIcon from '@mui/icons-material/Medication'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import PeopleIcon from '@mui/icons-material/People'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import PolicyIcon from '@mui/icons-material/Policy'
import ScienceIcon from '@mui/icons-material/Science'
import SettingsIcon from '@mui/icons-material/Settings'
import VideocamIcon from '@mui/icons-material/Videocam'
import { MenuContent, type MenuIcons } from './menu-content'
import { menuEntries, type MenuIconName } from './menu-entries'
import { visitorMenuIcons } from './visitor-menu'

const accountMenuIcons: MenuIcons<MenuIconName> = {
  ...visitorMenuIcons,
  profile: AccountCircleIcon,
  prescriptions: MedicationIcon,
  healthRecords: FolderSharedIcon,
  favourites: FavoriteIcon,
  bookings: EventNoteIcon,
  settings: SettingsIcon,
  earnings: AccountBalanceWalletIcon,
  wallet: AccountBalanceWalletIcon,
  practice: VideocamIcon,
  admins: AdminPanelSettingsIcon,
  dialogs: ArticleIcon,
  doctors: MedicalServicesIcon,
  labs: ScienceIcon,
  radios: MonitorHeartIcon,
  patients: PeopleIcon,
  leads: ContactPhoneIcon,
  notifications: CampaignIcon,
  dumps: CloudDownloadIcon,
  audit: PolicyIcon,
  deletions: PersonRemoveIcon,
  legal: GavelIcon,
}

/** A signed-in account's menu (SPEC 2.3): the entries of its role, then sign-out. */
export default function AccountMenu({
  session,
  onNavigate,
  onSignOut,
}: {
  session: Session
  onNavigate: () => void
  onSignOut: () => void
}) {
  return (
    <MenuContent
      entries={menuEntries(session)}
      icons={accountMenuIcons}
      onNavigate={onNavigate}
      onSignOut={onSignOut}
    />
  )
}

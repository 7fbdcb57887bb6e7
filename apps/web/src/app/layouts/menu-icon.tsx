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
import HelpIcon from '@mui/icons-material/Help'
import HomeIcon from '@mui/icons-material/Home'
import LoginIcon from '@mui/icons-material/Login'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MedicationIcon from '@mui/icons-material/Medication'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import PolicyIcon from '@mui/icons-material/Policy'
import PeopleIcon from '@mui/icons-material/People'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import ScienceIcon from '@mui/icons-material/Science'
import SettingsIcon from '@mui/icons-material/Settings'
import VideocamIcon from '@mui/icons-material/Videocam'
import type { MenuIconName } from './menu-entries'

const icons: Record<MenuIconName, typeof HomeIcon> = {
  registration: PersonAddIcon,
  login: LoginIcon,
  home: HomeIcon,
  help: HelpIcon,
  forDoctor: MedicalServicesIcon,
  forLab: ScienceIcon,
  forRadio: MonitorHeartIcon,
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

export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = icons[name]
  return <Icon aria-hidden />
}

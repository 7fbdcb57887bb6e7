import HelpIcon from '@mui/icons-material/Help'
import HomeIcon from '@mui/icons-material/Home'
import LoginIcon from '@mui/icons-material/Login'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import ScienceIcon from '@mui/icons-material/Science'
import { MenuContent, type MenuIcons } from './menu-content'
import { visitorMenuEntries, type VisitorMenuIconName } from './menu-entries'

export const visitorMenuIcons: MenuIcons<VisitorMenuIconName> = {
  registration: PersonAddIcon,
  login: LoginIcon,
  home: HomeIcon,
  help: HelpIcon,
  forDoctor: MedicalServicesIcon,
  forLab: ScienceIcon,
  forRadio: MonitorHeartIcon,
}

/**
 * A signed-out visitor's menu (SPEC 2.3): its own chunk with its own seven icons, so the docked menu of a desktop's
 * first screen does not load the twenty-odd icons of the signed-in roles' menus (account-menu.tsx).
 */
export default function VisitorMenu({ onNavigate }: { onNavigate: () => void }) {
  return <MenuContent entries={visitorMenuEntries()} icons={visitorMenuIcons} onNavigate={onNavigate} />
}

// The contact screen and its form (spec §2 /nous-contacter, §7 POST /contact). Other features import only from here.
export { ContactScreen } from './components/contact-screen';

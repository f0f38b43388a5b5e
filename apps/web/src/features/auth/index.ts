/** What other parts of the console use of the sign-in capability (the router's entry path page: keep it light). */
export { LoginEntry } from './LoginEntry';

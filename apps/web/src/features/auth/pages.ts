import { definePages } from '../../app/capability';

/** Sign-in, registration, activation and the password reset (§2 public routes). */
export const authPages = definePages({
  name: 'auth',
  publicRoutes: [
    // The sign-in page renders without Ant Design (LightFrame) for its bundle budget.
    { path: '/login', name: 'logIn', light: true, load: () => import('./LoginPage') },
    // A protected account's second sign-in step, light like /login.
    { path: '/loginSecondStep', name: 'loginSecondStep', light: true, load: () => import('./SecondStepPage') },
    { path: '/signIn', name: 'signIn', load: () => import('./RegisterPage') },
    { path: '/forgetPwd', name: 'forgetPwd', load: () => import('./ForgetPasswordPage') },
    { path: '/activation', name: 'activation', load: () => import('./ActivationPage') },
    // The link e-mailed to the owner of an account being guessed.
    { path: '/unlock', name: 'unlock', load: () => import('./UnlockPage') },
  ],
});

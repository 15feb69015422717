import type { Messages } from "../fr";

export const auth = {
  login: {
    title: "Administration sign-in",
    username: "Username",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    submit: "Sign in",
    submitting: "Signing in…",
    forgotPassword: "Forgot password?",
    invalidCredentials: "Incorrect username or password",
    networkError: "Something went wrong. Please try again later.",
    usernameRequired: "Username is required",
    passwordRequired: "Password is required",
    throttled: "Too many sign-in attempts. Try again in {seconds} seconds.",
    backToSite: "Back to the site",
  },
  logout: "Sign out",
  csrfRefused: "Request refused: origin not allowed.",
  unauthorized: "Authentication required.",
} satisfies Messages["auth"];

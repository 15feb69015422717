import type { Messages } from "../fr";

export const adminRoles = {
  roles: {
    names: { admin: "Administrator", editor: "Editor", messages: "Messages" },
    descriptions: {
      admin: "Everything, including accounts, personal data and the journal.",
      editor: "Content, previews and the assistant (questions and FAQ); not the inboxes.",
      messages: "The five inboxes and the subscribers: read, follow up, reply, export, delete.",
    },
    forbidden: "Your role does not allow you to open this page.",
    enrolFirst: "This site requires two-step verification: turn it on before doing anything else.",
    enrolNotice:
      "This site requires two-step verification for every account. Turn it on below to reach the rest of the back office.",
    api: {
      tag: "Accounts",
      rolesLine: "Allowed roles: {roles}.",
      forbidden: "The account's role does not allow this operation",
      adminList: "The accounts (name, address, role, state)",
      adminCreate: "Create an account with a password",
      adminInvite: "Invite someone by e-mail (link valid 72 hours)",
      adminRead: "One account",
      adminUpdate: "Change an account's role, disable or re-enable it",
      adminDelete: "Delete an account (the journal keeps its name)",
    },
  },
  lifecycle: {
    title: "Accounts",
    role: "Role",
    status: "State",
    active: "Active",
    disabled: "Disabled",
    actions: "Actions",
    roleOf: "Role of {username}",
    saveRole: "Change role",
    disable: "Disable",
    enable: "Re-enable",
    delete: "Delete",
    signOut: "Sign out everywhere",
    deleteConfirm: "Delete the account {username}? The journal will keep its name.",
    done: {
      role: "{username} now has the role “{role}”.",
      disabled: "The account {username} is disabled: its sessions and tokens no longer work.",
      enabled: "The account {username} is enabled again.",
      deleted: "The account {username} is deleted.",
      signedOut: "Every session of {username} is closed.",
      invited: "Invitation sent to {email}.",
      policy: "Sign-in rule saved.",
    },
    invite: {
      title: "Invite someone",
      hint: "They receive a single-use link, valid 72 hours, to choose their password.",
      submit: "Send the invitation",
    },
    pending: {
      title: "Pending invitations",
      expires: "{email} · {role} · expires {date}",
    },
    own: {
      title: "My sessions",
      hint: "Closes all your sessions and API tokens, on every device, this one included.",
      submit: "Sign me out everywhere",
    },
    policy: {
      title: "Two-step verification",
      label: "Require two-step verification for every account",
      hint: "An account without it must turn it on at its next sign-in, before anything else.",
      submit: "Save",
    },
    errors: {
      invalidRole: "Choose a role: administrator, editor or messages.",
      lastAdmin:
        "At least one active administrator must remain: this account can be neither disabled, demoted nor deleted.",
      emailTaken: "This address already has an account or a pending invitation.",
      notFound: "This account does not exist.",
      invalidLink:
        "This invitation link is no longer valid: it expired or was already used. Ask for a new invitation.",
      isActiveFlag: "Give true or false.",
      policyKeepsTwoFactor: "This site requires two-step verification: it cannot be turned off.",
      nothingToChange: "Give a role or a state to change.",
    },
    mail: {
      subject: "Invitation to the site's back office",
      text: "Hello {username},\n\n{inviter} invites you to join the site's back office with the role “{role}”.\n\nChoose your password with this link (valid {hours} hours, once):\n{link}\n\nIf you did not expect this invitation, ignore this message.",
    },
    accept: {
      title: "Join the back office",
      intro: "Welcome {username}! Choose your account's password ({min} to {max} characters).",
      submit: "Create my account",
      done: "Your account is ready. Sign in with your username {username}.",
      login: "Sign in",
    },
  },
} satisfies Pick<Messages["admin"], "roles" | "lifecycle">;

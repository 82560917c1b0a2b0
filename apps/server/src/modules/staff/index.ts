export { inviteAdmin, inviteFirstOwner, listAdmins, resendOwnerInvite } from './platform-invites.service';
export { renderLinkMail } from './staff-mail-template';

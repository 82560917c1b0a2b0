import type { Language } from '@sufra/domain';
import type { RestaurantRole } from '@sufra/domain/contracts';

/** The staff e-mails' texts: the invitation and the password reset, in Arabic and English. */
const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    inviteSubject: 'You are invited to join {restaurant} on Sufra',
    inviteGreeting: 'Hello {name},',
    inviteBody: '{inviter} invited you to join {restaurant} on Sufra as {role}.',
    inviteAction: 'Accept the invitation',
    inviteExpiry: 'The link works once and expires in 48 hours.',
    inviteIgnore: 'If you did not expect this invitation, you can ignore this e-mail.',
    resetSubject: 'Reset your Sufra password',
    resetGreeting: 'Hello {name},',
    resetBody: 'Someone asked to reset the password of your Sufra account ({email}).',
    resetAction: 'Choose a new password',
    resetExpiry:
      'The link works once and expires in 1 hour. Setting a new password signs you out everywhere.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    linkLabel: 'Or open this link:',
    'role.owner': 'an owner',
    'role.manager': 'a manager',
    'role.waiter': 'a waiter',
    'role.kitchen': 'kitchen staff',
  },
  ar: {
    inviteSubject: 'دعوة للانضمام إلى {restaurant} على سفرة',
    inviteGreeting: 'مرحبًا {name}،',
    inviteBody: 'دعاك {inviter} للانضمام إلى {restaurant} على سفرة بدور {role}.',
    inviteAction: 'قبول الدعوة',
    inviteExpiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة.',
    inviteIgnore: 'إن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
    resetSubject: 'إعادة تعيين كلمة المرور في سفرة',
    resetGreeting: 'مرحبًا {name}،',
    resetBody: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في سفرة ({email}).',
    resetAction: 'اختر كلمة مرور جديدة',
    resetExpiry:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. تعيين كلمة مرور جديدة يسجّل خروجك من كل الأجهزة.',
    resetIgnore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وتبقى كلمة المرور كما هي.',
    linkLabel: 'أو افتح هذا الرابط:',
    'role.owner': 'مالك',
    'role.manager': 'مدير',
    'role.waiter': 'نادل',
    'role.kitchen': 'طاقم المطبخ',
  },
};

export function staffMailText(lang: Language, key: string, params: Record<string, string> = {}): string {
  const template = TEXTS[lang][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export function roleName(lang: Language, role: RestaurantRole): string {
  return staffMailText(lang, `role.${role}`);
}

import { useTranslation } from '../../../i18n/use-translation';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { useSignOut } from '../../../shared/staff/staff-session';
import { LanguageToggle } from '../../../shared/ui/language-toggle';
import { SignOutIcon } from './console-icons';
import { DevicePushButton } from './device-push-button';
import { LiveIndicator } from './live-indicator';
import { useStaffRestaurantName } from './use-staff-restaurant';

/** The restaurant, who is signed in and as what, the live slot, the language and the way out. */
export function ConsoleTopBar() {
  const { t } = useTranslation('dashboard');
  const staff = useSignedInStaff();
  const signOut = useSignOut();
  const restaurant = useStaffRestaurantName(staff.restaurantId);
  return (
    // On a phone the bar gives the restaurant's name the room: no logo, the live dot, the language and
    // sign-out as icons; a name still too long ends in an ellipsis (issue 25 item 4: it was crushed to 2 letters).
    <header className="sticky top-0 z-30 flex min-h-[4.25rem] items-center gap-2 border-b border-line bg-surface/95 px-3 py-2 backdrop-blur sm:gap-3 md:px-4">
      <img src="/brand/logo.svg" alt="" width={40} height={40} className="hidden size-10 shrink-0 sm:block" />
      <div className="min-w-0 flex-1">
        <p data-testid="console-restaurant" className="truncate text-lg font-bold text-primary">
          {staff.restaurantId === null ? t('topBar.platform') : (restaurant ?? '\u00a0')}
        </p>
        <p className="truncate text-sm text-muted">
          {t('topBar.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}
        </p>
      </div>
      <LiveIndicator />
      {/* Push reaches a restaurant's devices; the platform has no restaurant to hear. */}
      {staff.restaurantId === null ? null : <DevicePushButton />}
      <LanguageToggle className="min-w-11 shrink-0 justify-center max-sm:gap-0 max-sm:text-[0px]" />
      <button
        type="button"
        onClick={() => void signOut()}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-3 font-medium text-primary hover:bg-primary-soft"
      >
        <SignOutIcon />
        <span className="sr-only sm:not-sr-only">{t('topBar.signOut')}</span>
      </button>
    </header>
  );
}

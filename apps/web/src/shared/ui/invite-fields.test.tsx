import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type InviteDetails, InviteFields, useInviteForm } from './invite-fields';

const texts = {
  name: 'Name',
  nameRequired: 'Type their name.',
  email: 'E-mail',
  emailRequired: 'Type their e-mail address.',
  language: 'Language of the e-mail',
  languages: { ar: 'Arabic', en: 'English' },
};

function Invite({
  onSend,
  appLanguage = 'ar',
}: {
  onSend: (d: InviteDetails) => void;
  appLanguage?: string;
}) {
  const form = useInviteForm('test-invite', appLanguage);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const details = form.read();
        if (details) onSend(details);
      }}
    >
      <InviteFields {...form.fields} texts={texts} addressError={undefined}>
        <p>between</p>
      </InviteFields>
      <button type="submit">Send</button>
    </form>
  );
}

describe('InviteFields', () => {
  it('says what is missing at its field and gives the focus to the first; sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Invite onSend={onSend} />);
    await user.type(screen.getByLabelText(/^E-mail/), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Type their name.');
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the name and address trimmed, in the app's language unless another is chosen", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Invite onSend={onSend} appLanguage="en" />);
    expect(screen.getByLabelText('Language of the e-mail')).toHaveValue('en');
    await user.type(screen.getByLabelText(/^Name/), '  Sara ');
    await user.type(screen.getByLabelText(/^E-mail/), ' sara@example.com ');
    await user.selectOptions(screen.getByLabelText('Language of the e-mail'), 'Arabic');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Sara', email: 'sara@example.com', language: 'ar' });
  });
});

import { Input, type InputProps } from './input';

/**
 * An e-mail address field: the phone's e-mail keyboard, and the address is neither capitalised
 * nor spell-checked (the sign-in, reset and invitation forms).
 */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return <Input type="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

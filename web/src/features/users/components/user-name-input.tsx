import { TextInput, type TextInputProps } from '@mantine/core';

/** A user name as typed on a phone: no capitals, no autocorrect, no spell check. */
export function UserNameInput(props: TextInputProps) {
  return (
    <TextInput
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      withAsterisk
      {...props}
    />
  );
}

/** A well-kept list of the most common passwords: a password found there is refused wherever one is chosen. */
export abstract class CommonPasswords {
  abstract isCommon(password: string): boolean;
}

import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { CommonPasswords } from '../application/ports/common-passwords.js';
import { PASSWORD_MIN } from '../../players/domain/credentials.js';

/**
 * zxcvbn-ts's common-password list (about 49,000 passwords seen most in breaches, most
 * common first), loaded once into a Set. Only those long enough to be chosen at all are
 * kept; the check ignores case, so "Password1" is as common as "password1".
 */
@Injectable()
export class ZxcvbnCommonPasswords extends CommonPasswords {
  private list: ReadonlySet<string> | undefined;

  isCommon(password: string): boolean {
    this.list ??= new Set(
      dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN).map((word) => word.toLowerCase()),
    );
    return this.list.has(password.toLowerCase());
  }
}

/** Account levels from product §6; a higher number includes every lower ability. */
export const UserType = {
  None: 0,
  Player: 1,
  Assistant: 10,
  Host: 20,
  Manager: 30,
  Admin: 40,
  Owner: 50,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const USER_TYPE_NAMES: Record<UserType, string> = {
  0: 'None',
  1: 'Player',
  10: 'Assistant',
  20: 'Host',
  30: 'Manager',
  40: 'Admin',
  50: 'Owner',
};

export function isUserType(value: number): value is UserType {
  return Object.values(UserType).includes(value as UserType);
}

/** Product §4.3: host flag from 10 up, host mode is automatic from Admin up. */
export const hasHostLevel = (userType: number): boolean => userType >= UserType.Assistant;
export const hasAutomaticHostMode = (userType: number): boolean => userType >= UserType.Admin;

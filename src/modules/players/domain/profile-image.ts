/** Where a player's profile image is served (profileImage holds the stored name, product §3.1). */
export const profileImagePath = (name: string): string => `/v1/player/image/${name}`;

/** The image area (folder) of profile images. */
export const PROFILE_IMAGES = 'players';

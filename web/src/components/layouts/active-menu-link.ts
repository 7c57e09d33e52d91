import { isMenuGroup, mainMenu, type MenuGroup, type MenuLink } from '../../config/paths';

/** A link is active on its own page and the pages under it ('/' only on itself). */
function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

export const groupLinks = (group: MenuGroup): readonly MenuLink[] => group.sections.flatMap((section) => section.links);

/** The most specific link matching the address, so /events/browse/2 lights Satellites alone. */
export function activeLinkOf(pathname: string): string | undefined {
  const all = mainMenu.flatMap((entry) => (isMenuGroup(entry) ? groupLinks(entry) : [entry]));
  return all.filter((item) => isActive(pathname, item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

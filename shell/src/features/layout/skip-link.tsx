// 'İçeriğe geç': the first thing Tab reaches on every page, before the quick-access buttons; hidden
// until focused. It moves the focus to the main element (not through the URL's hash, which the
// router would treat as a navigation).
import { Link } from '@portal/ui/core';

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'İçeriğe geç';

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
      position="absolute"
      left="4"
      top="-40"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor="colorPalette.focusRing"
      borderRadius="md"
      shadow="md"
      _focus={{ top: '4' }}
      _focusVisible={{ top: '4' }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}

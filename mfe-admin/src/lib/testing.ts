// Test helpers of the admin screens (imported by tests only).
import { screen, within } from '@portal/ui/testing';

type User = { click: (element: Element) => Promise<void> };

/** Opens the row menu 'İşlemler: <name>' (with name '', the only row menu inside `scope`) and picks `item`. */
export async function chooseRowAction(user: User, name: string, item: string, scope?: HTMLElement) {
  const label = name === '' ? /^İşlemler: / : `İşlemler: ${name}`;
  const trigger = await (scope ? within(scope) : screen).findByRole('button', { name: label });
  await user.click(trigger);
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

import { isBuiltInRole } from '@console/contract';
import { useTranslation } from 'react-i18next';

/** A role's name: the built-in ones in the reader's language, custom ones as their enterprise named them. */
export function RoleName({ role }: { role: { id: string; name: string } }) {
  const { t } = useTranslation();
  return <>{isBuiltInRole(role.id) ? t(`roles.builtIn.${role.id}`) : role.name}</>;
}

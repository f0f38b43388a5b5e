import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { templateRules } from '@console/contract';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { colourOf } from './draft';

/** The template's roles ("Party A", "甲方", …): renamed in place (their fields follow), added, removed with their fields. */
export function RolesEditor(props: {
  roles: string[];
  onRename: (from: string, to: string) => void;
  onAdd: () => void;
  onRemove: (role: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="template-roles">
      {props.roles.map((role, i) => (
        <Flex key={i} gap={8} align="center">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: colourOf(props.roles, role), flex: 'none' }} />
          <Input
            aria-label={`${t('templates.editor.roleName')} ${i + 1}`}
            value={role}
            maxLength={templateRules.roleMaxChars}
            onChange={(e) => props.onRename(role, e.target.value)}
            data-testid={`template-role-${i}`}
          />
          <Button aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={() => props.onRemove(role)} />
        </Flex>
      ))}
      {props.roles.length < templateRules.maxRoles && (
        <Button icon={<PlusOutlined />} onClick={props.onAdd} style={{ alignSelf: 'flex-start' }} data-testid="template-add-role">
          {t('templates.editor.addRole')}
        </Button>
      )}
    </Flex>
  );
}

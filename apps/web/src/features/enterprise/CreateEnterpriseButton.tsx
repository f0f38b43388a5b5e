import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CreateEnterpriseDialog = lazy(() => import('./CreateEnterpriseDialog'));

/**
 * "Create enterprise" where a person without one looks for it (the empty list of their enterprises),
 * not only in the header's space switcher; the same dialog as the switcher's.
 */
export function CreateEnterpriseButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="empty-create-enterprise">
        {t('enterprise.create.title')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateEnterpriseDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

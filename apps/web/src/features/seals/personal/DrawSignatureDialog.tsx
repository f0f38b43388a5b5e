import type { PersonalSignature } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { signaturesApi } from './api';

/** Draw a signature on the pad and save it: the server checks the picture, trims it and keeps it transparent. */
export function DrawSignatureDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (signature: PersonalSignature) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pad = useRef<SignaturePadHandle>(null);
  const [hasInk, setHasInk] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      const png = await pad.current?.toBlob();
      if (!png) throw new Error(t('seals.personal.pad.blank'));
      return signaturesApi.draw(png);
    },
    onSuccess: (signature) => {
      void message.success(t('seals.personal.pad.saved'));
      pad.current?.clear();
      onSaved(signature);
    },
  });
  return (
    <Modal
      open={open}
      title={t('seals.personal.pad.title')}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText={t('seals.personal.pad.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !hasInk, loading: save.isPending, ...({ 'data-testid': 'signature-save' } as object) }}
      width={640}
      destroyOnHidden
      data-testid="signature-draw-dialog"
    >
      <Typography.Paragraph type="secondary">{t('seals.personal.pad.hint')}</Typography.Paragraph>
      <SignaturePad ref={pad} onInk={setHasInk} />
    </Modal>
  );
}

import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * An act a row's button asks about first: a confirm box titled with the question, the act run on
 * OK, `done` said once it succeeded. A refusal is not said again here: the HTTP client already
 * showed why (a send limit names its wait).
 */
export function useConfirmedAct() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (title: string, done: string, run: () => Promise<unknown>, danger = false) =>
    modal.confirm({
      title,
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await run();
          void message.success(done);
        } catch {
          // The client already showed why.
        }
      },
    });
}

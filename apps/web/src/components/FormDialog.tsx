import { useMutation } from '@tanstack/react-query';
import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from './formRules';

export interface FormDialogProps<Values, Result> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<Values>;
  /** Sends the checked values. A refusal that names fields lands beside them and what was typed stays. */
  submit: (values: Values) => Promise<Result>;
  /** Said once it is saved (the capability's own phrase; from the answer when it names what was made). */
  savedText: string | ((result: Result) => string);
  /** The confirming button's text, when "Save" is not what it does (issue, place an order, close). */
  okText?: ReactNode;
  /**
   * Object-level rules (one field or another) checked once the fields' own rules pass: each problem
   * lands beside the field it names and nothing is sent.
   */
  check?: (values: Values) => { name: string; error: string }[];
  onSaved: (result: Result) => void;
  onClose: () => void;
  /** After the closing animation: for state the dialog keeps outside the form. */
  afterClose?: () => void;
  initialValues?: Partial<Values>;
  /**
   * What the form shows each time it opens, on top of `initialValues`: plain values only (it is
   * compared by content, so a new object with the same values does not reset what is being typed).
   */
  values?: Partial<Values>;
  testId: string;
  okButtonTestId?: string;
  width?: number;
  /** Above other dialogs (a dialog that opens over the one whose act it guards). */
  zIndex?: number;
  children: ReactNode;
}

/**
 * The console's one form dialog: fields reset (or filled) as it opens — not after its animation, so
 * the first keys typed are kept — checked by the form's rules, sent as a react-query mutation, the
 * server's field refusals shown beside their fields, Enter in a field submits like the OK button.
 * Other refusals are toasted by the HTTP client.
 */
export function FormDialog<Values, Result = unknown>({
  open,
  title,
  form,
  submit,
  savedText,
  okText,
  check,
  onSaved,
  onClose,
  afterClose,
  initialValues,
  values,
  testId,
  okButtonTestId,
  width,
  zIndex,
  children,
}: FormDialogProps<Values, Result>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const filled = values === undefined ? undefined : JSON.stringify(values);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (filled !== undefined) form.setFieldsValue(JSON.parse(filled) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, filled, form]);
  const save = useMutation({
    mutationFn: submit,
    onSuccess: (result) => {
      void message.success(typeof savedText === 'function' ? savedText(result) : savedText);
      onSaved(result);
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  const send = () =>
    void form.validateFields().then(
      (checked) => {
        const problems = check?.(checked) ?? [];
        if (problems.length === 0) save.mutate(checked);
        else form.setFields(problems.map((p) => ({ name: p.name as never, errors: [p.error] })));
      },
      () => undefined,
    );
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={send}
      onCancel={onClose}
      afterClose={afterClose}
      width={width}
      zIndex={zIndex}
      okButtonProps={okButtonTestId ? ({ 'data-testid': okButtonTestId } as never) : undefined}
      forceRender
    >
      {/* Named after the dialog, so its fields' ids ("package-form_name") stay unique beside the other
          dialogs a page keeps rendered (forceRender), and each label points at its own field. */}
      <Form form={form} name={testId} layout="vertical" initialValues={initialValues} onFinish={send} data-testid={testId}>
        {children}
        {/* Enter in a field submits, as in every other form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}

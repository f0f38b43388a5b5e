import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

export interface SubmitButtonProps extends Omit<ButtonProps, 'htmlType' | 'loading' | 'icon'> {
  submitting: boolean;
}

/**
 * A form's primary submit button with a spinner while the request is out. Not antd's `loading`: its
 * spinner animates in and out, and a request answered while it is still animating in (a refused
 * sign-in comes back in ~100 ms) leaves the spinner stuck on the button for good.
 */
export function SubmitButton({ submitting, onClick, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="primary"
      block
      {...props}
      htmlType="submit"
      icon={submitting ? <LoadingOutlined /> : undefined}
      aria-busy={submitting}
      // A second press while the first is out would send the same form twice.
      onClick={(e) => (submitting ? e.preventDefault() : onClick?.(e))}
    />
  );
}

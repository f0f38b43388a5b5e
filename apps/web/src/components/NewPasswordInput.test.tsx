import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/i18n';
import { NewPasswordInput } from './NewPasswordInput';

const ruleItems = () => [...screen.getByTestId('password-rule').querySelectorAll('li')].map((li) => [li.textContent, li.dataset.ok]);

describe('the new-password input', () => {
  beforeAll(async () => {
    await act(async () => void (await setLanguage('en', false)));
    render(
      <Form>
        <Form.Item name="password" label="New password">
          <NewPasswordInput />
        </Form.Item>
      </Form>,
    );
  });
  afterAll(cleanup);

  it('tells password managers the rule, so what they generate passes', () => {
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('minlength')).toBe('8');
    expect(input.getAttribute('maxlength')).toBe('20');
    expect(input.getAttribute('passwordrules')).toBe(
      'minlength: 8; maxlength: 20; required: lower; required: upper; required: digit; allowed: [!#$%^@&*];',
    );
    // The rule is read out with the field.
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByTestId('password-rule').id);
  });

  it('shows the rule before anything is typed and follows what is typed', () => {
    const input = screen.getByLabelText('New password');
    expect(ruleItems()).toEqual([
      ['•8-20 characters', 'false'],
      ['•At least two of letters, digits and !#$%^@&*', 'false'],
      ['•Only letters, digits and !#$%^@&*', 'false'],
    ]);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(ruleItems().map(([, ok]) => ok)).toEqual(['false', 'false', 'true']);
    fireEvent.change(input, { target: { value: 'abc1' } });
    expect(ruleItems().map(([, ok]) => ok)).toEqual(['false', 'true', 'true']);
    fireEvent.change(input, { target: { value: 'abc1 xyz' } });
    expect(ruleItems()[2]).toEqual(['✗Only letters, digits and !#$%^@&*', 'false']);
    // A manager-generated 16-character password meets every line.
    fireEvent.change(input, { target: { value: 'Tq9#vW2mZp8rXk4b' } });
    expect(ruleItems().map(([text]) => text!.slice(0, 1))).toEqual(['✓', '✓', '✓']);
  });
});

import {
  CLOSED_CONFIRM_STATE,
  CONFIRM_STYLE_BY_TYPE,
  canConfirm,
  closeConfirmState,
  failConfirmLoading,
  openConfirmState,
  resolveConfirmRequest,
  startConfirmLoading,
  validateConfirm,
  withConfirmInput,
} from './confirm-state';

describe('confirm dialog state', () => {
  it('applies the SPEC §9 defaults', () => {
    expect(resolveConfirmRequest()).toEqual({
      title: 'Confirm Action',
      message: 'Are you sure you want to proceed?',
      type: 'info',
      confirmText: 'Confirm',
      cancelText: 'Cancel',
      requiresInput: false,
      inputLabel: 'Please provide details:',
      autoCloseTab: false,
    });
  });

  it('keeps given fields and ignores undefined ones', () => {
    const r = resolveConfirmRequest({ title: 'Delete report?', type: 'danger', confirmText: undefined });
    expect(r).toMatchObject({ title: 'Delete report?', type: 'danger', confirmText: 'Confirm' });
  });

  it('colours the confirm button red for danger and error, yellow for warning, green for success, primary for info', () => {
    expect(CONFIRM_STYLE_BY_TYPE.danger.color).toBe('error');
    expect(CONFIRM_STYLE_BY_TYPE.error.color).toBe('error');
    expect(CONFIRM_STYLE_BY_TYPE.warning.color).toBe('warning');
    expect(CONFIRM_STYLE_BY_TYPE.success.color).toBe('success');
    expect(CONFIRM_STYLE_BY_TYPE.info.color).toBe('primary');
  });

  it('gives each type its own icon', () => {
    const icons = Object.values(CONFIRM_STYLE_BY_TYPE).map((s) => s.icon);
    expect(new Set(icons).size).toBe(5);
  });

  it('opens with an empty input, no error and not loading', () => {
    const s = openConfirmState({ requiresInput: true });
    expect(s).toMatchObject({ open: true, input: '', inputError: null, actionError: null, loading: false });
    expect(s.request.requiresInput).toBe(true);
  });

  it('can always confirm without requiresInput', () => {
    expect(canConfirm(openConfirmState())).toBe(true);
    expect(validateConfirm(openConfirmState())).toEqual({ ok: true });
  });

  it('disables confirm while the trimmed input is empty', () => {
    const s = openConfirmState({ requiresInput: true });
    expect(canConfirm(s)).toBe(false);
    expect(canConfirm(withConfirmInput(s, '   \n '))).toBe(false);
    expect(canConfirm(withConfirmInput(s, ' reason '))).toBe(true);
  });

  it("confirming empty text shows 'This field is required'", () => {
    const result = validateConfirm(withConfirmInput(openConfirmState({ requiresInput: true }), '  '));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.state.inputError).toBe('This field is required');
  });

  it('clears the validation error once text is typed, not when only spaces are', () => {
    const result = validateConfirm(openConfirmState({ requiresInput: true }));
    if (result.ok) throw new Error('expected a validation error');
    expect(withConfirmInput(result.state, ' ').inputError).toBe('This field is required');
    expect(withConfirmInput(result.state, 'x').inputError).toBeNull();
  });

  it('cannot confirm while loading or closed', () => {
    expect(canConfirm(startConfirmLoading(openConfirmState()))).toBe(false);
    expect(canConfirm(CLOSED_CONFIRM_STATE)).toBe(false);
  });

  it('leaves loading with the error message when onConfirm fails', () => {
    const s = failConfirmLoading(startConfirmLoading(openConfirmState()), new Error('Server down'));
    expect(s).toMatchObject({ loading: false, actionError: 'Server down', open: true });
    expect(failConfirmLoading(s, 'weird').actionError).toBe('Something went wrong. Please try again.');
    expect(startConfirmLoading(s).actionError).toBeNull();
  });

  it('resets the input text and errors on close but keeps the request for the exit transition', () => {
    const typed = withConfirmInput(openConfirmState({ requiresInput: true, title: 'Why?' }), 'because');
    const closed = closeConfirmState(failConfirmLoading(typed, new Error('x')));
    expect(closed).toMatchObject({ open: false, input: '', inputError: null, actionError: null, loading: false });
    expect(closed.request.title).toBe('Why?');
  });
});

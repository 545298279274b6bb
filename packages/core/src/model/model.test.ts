import { describe, expect, it } from 'vitest';
import { createFormModel, type FieldErrors } from './formModel';
import { createResource } from './resource';

interface Person {
  name: string;
  phone: string;
}

const rules = (values: Person): FieldErrors<Person> => ({
  ...(values.name.trim() === '' ? { name: '姓名不能为空' } : {}),
  ...(/^1\d{10}$/.test(values.phone) ? {} : { phone: '手机号格式不正确' }),
});

const person = (initial: Person = { name: '', phone: '' }) => createFormModel({ initial, validate: rules });

describe('form model', () => {
  it('shows nothing until a changed field is left, then follows every keystroke', () => {
    const model = person();
    expect(model.errors()).toEqual({ name: '姓名不能为空', phone: '手机号格式不正确' });
    expect(model.shown('phone')).toBeUndefined();
    // Tabbing through an untouched field stays quiet.
    model.leave('phone');
    expect(model.shown('phone')).toBeUndefined();
    model.set('phone', '139');
    expect(model.shown('phone')).toBeUndefined();
    model.leave('phone');
    expect(model.shown('phone')).toBe('手机号格式不正确');
    model.set('phone', '13912345678');
    expect(model.shown('phone')).toBeUndefined();
    model.set('phone', '1391234567x');
    expect(model.shown('phone')).toBe('手机号格式不正确');
    expect(model.shown('name')).toBeUndefined();
  });

  it('shows every problem once a save is tried and does not save while any remain', async () => {
    const model = person();
    let saved: Person | null = null;
    const ok = await model.submit(async (values) => {
      saved = values;
      return true;
    });
    expect(ok).toBe(false);
    expect(saved).toBeNull();
    expect(model.shown('name')).toBe('姓名不能为空');
    expect(model.shown('phone')).toBe('手机号格式不正确');
    model.patch({ name: '张明', phone: '13912345678' });
    expect(
      await model.submit(async (values) => {
        saved = values;
        return true;
      }),
    ).toBe(true);
    expect(saved).toEqual({ name: '张明', phone: '13912345678' });
  });

  it('is busy while saving, refuses a second save meanwhile, and reports a failed save', async () => {
    const model = person({ name: '张明', phone: '13912345678' });
    let finish: (value: boolean) => void = () => undefined;
    const first = model.submit(() => new Promise<boolean>((resolve) => (finish = resolve)));
    expect(model.getState().busy).toBe(true);
    expect(await model.submit(async () => true)).toBe(false);
    finish(false);
    expect(await first).toBe(false);
    expect(model.getState().busy).toBe(false);
    expect(await model.submit(() => Promise.reject(new Error('refused')))).toBe(false);
    expect(model.getState().busy).toBe(false);
  });

  it('shows a server problem for its field until that field changes', () => {
    const model = person({ name: '张明', phone: '13912345678' });
    model.setExternal('phone', '该手机号已注册');
    expect(model.shown('phone')).toBe('该手机号已注册');
    expect(model.errors()).toEqual({ phone: '该手机号已注册' });
    model.set('name', '李华');
    expect(model.shown('phone')).toBe('该手机号已注册');
    model.set('phone', '13912345679');
    expect(model.shown('phone')).toBeUndefined();
    expect(model.errors()).toEqual({});
  });

  it('knows when it is dirty and resets to its start or to new values', () => {
    const model = person({ name: '张明', phone: '13912345678' });
    expect(model.dirty()).toBe(false);
    model.set('name', '李华');
    model.leave('name');
    expect(model.dirty()).toBe(true);
    model.set('name', '张明');
    expect(model.dirty()).toBe(false);
    model.set('name', '');
    model.leave('name');
    expect(model.shown('name')).toBe('姓名不能为空');
    model.reset();
    expect(model.getState().values.name).toBe('张明');
    expect(model.shown('name')).toBeUndefined();
    model.reset({ name: '王五', phone: '13800000000' });
    expect(model.getState().initial.name).toBe('王五');
    expect(model.dirty()).toBe(false);
  });

  it('tells its listeners of each change, and not of a change to the same value', () => {
    const model = person();
    let calls = 0;
    const stop = model.subscribe(() => calls++);
    model.set('name', 'a');
    model.set('name', 'a');
    expect(calls).toBe(1);
    stop();
    model.set('name', 'b');
    expect(calls).toBe(1);
  });
});

describe('resource', () => {
  it('loads, shows the record, and keeps the record while it loads again', async () => {
    const resource = createResource<string>();
    let n = 0;
    await resource.load(async () => `第${++n}条`);
    expect(resource.getState()).toEqual({ status: 'ready', data: '第1条' });
    const again = resource.reload();
    expect(resource.getState()).toEqual({ status: 'loading', data: '第1条' });
    await again;
    expect(resource.getState()).toEqual({ status: 'ready', data: '第2条' });
  });

  it('drops an answer that arrives after a newer load began', async () => {
    const resource = createResource<string>();
    const answers: Array<(value: string) => void> = [];
    const first = resource.load(() => new Promise((resolve) => answers.push(resolve)));
    const second = resource.load(() => new Promise((resolve) => answers.push(resolve)));
    answers[1]?.('新');
    await second;
    answers[0]?.('旧');
    await first;
    expect(resource.getState()).toEqual({ status: 'ready', data: '新' });
  });

  it('fails with the error, and drops answers after it is disposed', async () => {
    const resource = createResource<string>();
    const problem = new Error('不存在');
    await resource.load(() => Promise.reject(problem));
    expect(resource.getState()).toEqual({ status: 'failed', error: problem });
    let answer: (value: string) => void = () => undefined;
    const pending = resource.load(() => new Promise((resolve) => (answer = resolve)));
    resource.dispose();
    answer('迟到');
    await pending;
    expect(resource.getState().status).toBe('loading');
  });

  it('does not show a record of other inputs while the new one loads', async () => {
    const resource = createResource<string>();
    await resource.load(async () => '甲');
    void resource.load(() => new Promise(() => undefined));
    expect(resource.getState()).toEqual({ status: 'loading' });
  });
});

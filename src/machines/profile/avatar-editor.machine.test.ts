import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import { deleteAvatarImage, updateAvatarImage } from '../../api/contract';
import { avatarEditorMachineFor } from './profile-form-machines';
import {
  avatarEditorFixtures,
  FIXTURE_CROP,
  fixturePicked,
  serializeAvatarEditor,
} from './avatar-editor.fixtures';
import { avatarEditorMachine } from './avatar-editor.machine';
import type { AvatarEditorContext, UploadAvatarRequest } from './avatar-editor.types';
import { orientationRotation, readJpegOrientation } from './avatar-image';

const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);
const ctx = contextOf<AvatarEditorContext>;

const invariants: readonly ModelInvariant[] = [
  { name: 'a demo user never has a call in flight', holds: (o) => implies(ctx(o).isDemoUser, noCall(o)) },
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'an upload sends a cropped picked image',
    holds: (o) =>
      callsOf(o, 'uploadAvatar').every((call) => {
        const input = call.input as UploadAvatarRequest;
        return input.file === fixturePicked.file && input.crop.width > 0;
      }),
  },
  {
    name: 'a failure is kept exactly while its dialog shows',
    holds: (o) => (ctx(o).failure !== null) === tagged(o, 'failed'),
  },
];

describeModel('avatar editor machine (model-based)', {
  machine: avatarEditorMachine,
  inputs: avatarEditorFixtures.inputs,
  eventVariants: avatarEditorFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeAvatarEditor,
});

/** A JPEG with only an EXIF APP1 segment carrying the orientation (big- or little-endian TIFF). */
const jpegWithOrientation = (orientation: number, little: boolean): ArrayBuffer => {
  const tiff = new DataView(new ArrayBuffer(26));
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little);
  tiff.setUint16(8, 1, little);
  tiff.setUint16(10, 0x0112, little);
  tiff.setUint16(12, 3, little);
  tiff.setUint32(14, 1, little);
  tiff.setUint16(18, orientation, little);
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)];
  const length = app1.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, 0xff, 0xd9]).buffer;
};

describe('avatar image rules', () => {
  it('reads the EXIF orientation and turns 3/6/8 by 180°, 90°, -90°', () => {
    for (const little of [true, false]) {
      for (const orientation of [1, 3, 6, 8]) {
        expect(readJpegOrientation(jpegWithOrientation(orientation, little))).toBe(orientation);
      }
    }
    expect(readJpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBe(1);
    expect(readJpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer)).toBe(1);
    expect([1, 3, 6, 8, 2].map(orientationRotation)).toEqual([0, 180, 90, -90, 0]);
  });
});

describe('avatar editor machine (rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (outcome: 'ok' | ApiCallError = 'ok', input = avatarEditorFixtures.inputs.none) => {
    const call = vi.fn((_endpoint: unknown, _input: unknown) =>
      outcome === 'ok' ? Promise.resolve(undefined) : Promise.reject(outcome),
    );
    const encode = vi.fn((_edit: UploadAvatarRequest) => Promise.resolve('BASE64'));
    const onSaved = vi.fn();
    const machine = avatarEditorMachineFor({
      api: { call: call as never },
      getAccessToken: () => 'access',
      onSaved,
      encode,
    });
    const actor = createActor(machine, { input });
    actor.start();
    return { actor, call, encode, onSaved };
  };

  it('saves only after cropping, encodes with the rotation and uploads; 2 s dialog', async () => {
    const { actor, call, encode, onSaved } = start();
    actor.send({ type: 'user.pickImage', ...fixturePicked });
    expect(actor.getSnapshot().hasTag('cropping')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.crop', area: FIXTURE_CROP });
    actor.send({ type: 'user.rotate' });
    // Turning asks the cropper for the crop again.
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.crop', area: FIXTURE_CROP });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(encode).toHaveBeenCalledWith({ file: fixturePicked.file, crop: FIXTURE_CROP, rotation: 90 });
    expect(call).toHaveBeenCalledWith(updateAvatarImage, {
      accessToken: 'access',
      signal: expect.any(AbortSignal) as AbortSignal,
      body: { avatarImage: 'BASE64' },
    });
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ action: 'upload', hasAvatar: true, picked: null });
    expect(onSaved).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('brings the crop back after a failed upload (4 s dialog)', async () => {
    const failure = new ApiCallError({ _tag: 'HttpError', status: 400, body: null, retryAfterSeconds: null });
    const { actor } = start(failure);
    actor.send({ type: 'user.pickImage', ...fixturePicked });
    actor.send({ type: 'user.crop', area: FIXTURE_CROP });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.action).toBe('upload');
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot().value).toBe('cropping');
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
  });

  it('deletes a stored avatar; nothing for the demo user', async () => {
    const { actor, call } = start('ok', avatarEditorFixtures.inputs.stored);
    actor.send({ type: 'user.delete' });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledWith(deleteAvatarImage, {
      accessToken: 'access',
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(actor.getSnapshot().context).toMatchObject({ action: 'delete', hasAvatar: false });
    const demo = start('ok', avatarEditorFixtures.inputs.demoUser);
    demo.actor.send({ type: 'user.delete' });
    demo.actor.send({ type: 'user.pickImage', ...fixturePicked });
    expect(demo.actor.getSnapshot().value).toBe('idle');
    expect(demo.call).not.toHaveBeenCalled();
  });
});

import type { UploadResult } from '@green-circle/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@green-circle/contract/messages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '#app/config/env';
import { ApiError } from '#app/lib/api-client';
import { notVerifiedError } from '#app/test/problems';
import type { UploadOptions } from '#app/lib/upload-photo';
import { PhotoPicker } from './photo-picker';
import en from '#app/i18n/en.json';

const id = '0123456789abcdef01234567';
const RESULT: UploadResult = {
  id,
  url: `/uploads/${id}/1200x900.webp`,
  width: 1200,
  height: 900,
  variants: [],
  takenAt: '2024-05-19T14:00:00.000Z',
};

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** An upload the test finishes by hand. */
function controlledUpload() {
  const calls: {
    file: Blob;
    options: UploadOptions;
    resolve: (r: UploadResult) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: Blob, options: UploadOptions) =>
      new Promise<UploadResult>((resolve, reject) => calls.push({ file, options, resolve, reject })),
  );
  return { upload, calls };
}

function Harness(props: {
  upload: ReturnType<typeof controlledUpload>['upload'];
  absolute?: boolean;
  initialFile?: File | null;
  onUploaded?: (r: UploadResult) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhotoPicker id="image" value={value} onChange={setValue} {...props} />
      <div data-testid="value">{value}</div>
    </>
  );
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'beds.jpg', { type: 'image/jpeg' });
const value = () => screen.getByTestId('value').textContent;

describe('PhotoPicker', () => {
  it('takes a photo shared into the app as if chosen, and uploads it once however often it redraws', async () => {
    const { upload, calls } = controlledUpload();
    const shared = photo();
    const { rerender } = render(<Harness upload={upload} initialFile={shared} />);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    rerender(<Harness upload={upload} initialFile={shared} />);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls[0]!.file).toBe(shared);
    await act(async () => calls[0]!.resolve(RESULT));
    expect(value()).toBe(RESULT.url);
  });

  it('uploads a chosen file with a preview and a progress bar, then holds its address', async () => {
    const { upload, calls } = controlledUpload();
    const onUploaded = vi.fn();
    render(<Harness upload={upload} onUploaded={onUploaded} />);
    const input = screen.getByLabelText('Choose a photo', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, photo());
    expect(screen.getByAltText('Preview of the chosen photo')).toHaveAttribute('src', 'blob:preview');
    act(() => calls[0]!.options.onProgress?.(0.42));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo… 42%');
    await act(async () => calls[0]!.resolve(RESULT));
    expect(value()).toBe(RESULT.url);
    expect(onUploaded).toHaveBeenCalledWith(RESULT);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const preview = screen.getByAltText('Preview of the chosen photo');
    expect(preview.getAttribute('src')).toBe(new URL(RESULT.url, env.VITE_API_URL).href);
    expect(preview.getAttribute('srcset')).toContain('320w');
    // The address field stays empty for an upload: it is the other way to give an image.
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
  });

  it('stores an absolute address on the API when asked (profile photos)', async () => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} absolute />);
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo());
    await act(async () => calls[0]!.resolve(RESULT));
    expect(value()).toBe(new URL(RESULT.url, env.VITE_API_URL).href);
  });

  it("shows the API's message on failure and retries the same file", async () => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} />);
    const file = photo();
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), file);
    await act(async () =>
      calls[0]!.reject(
        new ApiError(503, {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'The photo could not be processed right now; try again',
          code: 'http.unavailable',
        }),
      ),
    );
    // Why, by the refusal's code (issue 56), not the API's English detail.
    expect(screen.getByRole('status')).toHaveTextContent(`The photo could not be uploaded. ${en['http.unavailable']}`);
    expect(value()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.file).toBe(file);
    await act(async () => calls[1]!.resolve(RESULT));
    expect(value()).toBe(RESULT.url);
  });

  it('on "verify your e-mail first" (403) says so and keeps the file, its preview and the photo before, to send once verified', async () => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo());
    await act(async () => calls[0]!.resolve(RESULT));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0x01])], 'second.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), file);
    await act(async () => calls[1]!.reject(notVerifiedError()));
    expect(screen.getByRole('status')).toHaveTextContent(
      `The photo could not be uploaded. ${MESSAGES.emailNotVerified}`,
    );
    expect(screen.getByAltText('Preview of the chosen photo')).toHaveAttribute('src', 'blob:preview');
    // The form still holds the photo it had; nothing was lost.
    expect(value()).toBe(RESULT.url);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls[2]!.file).toBe(file);
  });

  it.each([
    [413, 'The photo is larger than 10 MB', 'The photo is larger than 10 MB. Choose a smaller one.'],
    [
      415,
      'Upload a photo as JPEG, PNG, WebP, AVIF or GIF; this file is not an image',
      'That file is not a photo. Choose a JPEG, PNG, WebP, AVIF, or GIF image.',
    ],
  ])('on a refused file (%i) says why and asks for another, with no pointless retry', async (status, detail, why) => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo());
    await act(async () =>
      calls[0]!.reject(new ApiError(status, { type: 'about:blank', title: 'Refused', status, detail })),
    );
    // The picker's own words for the refused file, by its status (not the API's English detail).
    expect(screen.getByRole('status')).toHaveTextContent(`The photo could not be uploaded. ${why}`);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
    expect(value()).toBe('');
  });

  it('with several pickers, a paste fills the one the focus is in, else only the one that takes a paste anywhere', async () => {
    const first = controlledUpload();
    const second = controlledUpload();
    render(
      <>
        <PhotoPicker id="cover" value="" onChange={() => {}} upload={first.upload} />
        <fieldset>
          <legend>Photo 2</legend>
          <PhotoPicker id="slot" value="" onChange={() => {}} upload={second.upload} pasteAnywhere={false} />
        </fieldset>
      </>,
    );
    const paste = () => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      event.clipboardData = { files: [photo()] };
      act(() => void window.dispatchEvent(event));
    };
    paste();
    expect(first.upload).toHaveBeenCalledTimes(1);
    expect(second.upload).not.toHaveBeenCalled();

    within(screen.getByRole('group', { name: 'Photo 2' }))
      .getByRole('button', { name: 'Choose a photo' })
      .focus();
    paste();
    expect(second.upload).toHaveBeenCalledTimes(1);
    expect(first.upload).toHaveBeenCalledTimes(1);
  });

  it('takes a dropped photo and a pasted one, and ignores a pasted text', async () => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} />);
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [photo()] } });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(RESULT));
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { files: [photo()] };
    act(() => void window.dispatchEvent(paste));
    expect(calls).toHaveLength(2);
    expect(paste.defaultPrevented).toBe(true);
    const textPaste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    textPaste.clipboardData = { files: [] };
    act(() => void window.dispatchEvent(textPaste));
    expect(calls).toHaveLength(2);
    expect(textPaste.defaultPrevented).toBe(false);
  });

  it('refuses a non-image or an over-size file before sending anything', async () => {
    const { upload } = controlledUpload();
    render(<Harness upload={upload} />);
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('status')).toHaveTextContent('That file is not a photo.');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), big);
    expect(screen.getByRole('status')).toHaveTextContent('larger than 10 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('removes the photo, and takes a typed address instead', async () => {
    const { upload, calls } = controlledUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo());
    await act(async () => calls[0]!.resolve(RESULT));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(value()).toBe('');
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/beds.jpg');
    expect(value()).toBe('https://example.com/beds.jpg');
    expect(screen.getByAltText('Preview of the chosen photo')).toHaveAttribute('src', 'https://example.com/beds.jpg');
  });

  it('only holds the file when the form uploads it later (sign-up)', async () => {
    const { upload } = controlledUpload();
    const onFile = vi.fn();
    render(<PhotoPicker id="photo" value="" onChange={() => {}} onFile={onFile} upload={upload} />);
    const file = photo();
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), file);
    expect(onFile).toHaveBeenLastCalledWith(file);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByAltText('Preview of the chosen photo')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('status')).toHaveTextContent('Photo chosen; it is sent when you submit.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
  });
});

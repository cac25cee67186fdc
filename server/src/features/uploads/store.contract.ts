import { describe, expect, it } from 'vitest';
import { contractStore, type ContractOptions } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The uploads feature's part of the store contract (server/src/features/uploads/store.ts): files
 * and records, what is in use, the sweep. Every adapter runs it (server/test/store/every-contract.ts), except on a
 * database without GridFS (mingo), where it is reported as skipped.
 */
export function describeUploadsContract(
  name: string,
  makeStore: () => Promise<Store>,
  { uploads = true }: ContractOptions = {},
): void {
  describe(`Store contract, uploads: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    describe.skipIf(!uploads)('uploads', () => {
      let uploadCount = 0;
      const uploadId = () => `${'0'.repeat(20)}${(++uploadCount).toString(16).padStart(4, '0')}`;
      const save = async (ownerUid = 'uid-maya', createdAt?: string) => {
        const id = uploadId();
        await store.saveUpload({
          id,
          ownerUid,
          contentType: 'image/webp',
          createdAt,
          files: [
            { name: '320x240.webp', width: 320, height: 240, data: Buffer.from('small bytes') },
            { name: '640x480.webp', width: 640, height: 480, data: Buffer.from('larger bytes, a few more') },
          ],
        });
        return id;
      };
      const read = async (id: string, name: string) => {
        const file = await store.openUploadFile(id, name);
        if (file === null) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        return { bytes: file.bytes, text: Buffer.concat(chunks).toString() };
      };
      const longAgo = '2020-01-01T00:00:00.000Z';

      it('stores the files and the record, and streams each file back', async () => {
        const id = await save();
        expect(await store.getUpload(id)).toMatchObject({
          id,
          ownerUid: 'uid-maya',
          contentType: 'image/webp',
          profile: false,
          files: [
            { name: '320x240.webp', width: 320, height: 240, bytes: 11 },
            { name: '640x480.webp', width: 640, height: 480, bytes: 24 },
          ],
        });
        expect(await read(id, '640x480.webp')).toEqual({ bytes: 24, text: 'larger bytes, a few more' });
        expect(await read(id, '1280x960.webp')).toBeNull();
        expect(await read('0123456789abcdef01234567', '320x240.webp')).toBeNull();
        expect(await store.getUpload('0123456789abcdef01234567')).toBeNull();
      });

      it("counts an upload in use while a tip shows any of its sizes or it is its owner's profile photo", async () => {
        const id = await save();
        expect(await store.uploadInUse(id)).toBe(false);
        const tipId = await store.createTip(tip({ image: `/uploads/${id}/320x240.webp` }));
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        await store.deleteTip(tipId);
        expect(await store.setProfileUpload('uid-maya', id)).toBeNull();
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        const next = await save();
        expect(await store.setProfileUpload('uid-maya', next)).toBe(id);
        expect(await store.uploadInUse(id)).toBe(false);
        expect(await store.deleteUploadIfUnused(id)).toBe(true);
        expect(await store.getUpload(id)).toBeNull();
        expect(await read(id, '320x240.webp')).toBeNull();
      });

      it("issue 22 #5: counts an upload in use while its owner's tips or record show it as their photo", async () => {
        const id = await save();
        const url = `http://localhost:5000/uploads/${id}/320x240.webp`;
        await store.createTip(tip({ authorPhotoURL: url }));
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        await store.createUser({
          uid: 'uid-maya',
          email: 'maya@greencircle.test',
          emailVerified: true,
          name: 'Maya',
          photoURL: url,
          creationTime: 'now',
          lastSignInTime: 'now',
        });
        expect(await store.uploadInUse(id)).toBe(true);
        await store.updateUser('uid-maya', { photoURL: 'https://example.com/new.png' });
        expect(await store.uploadInUse(id)).toBe(false);
        expect(await store.deleteUploadIfUnused(id)).toBe(true);
      });

      it("never makes someone else's upload a member's profile photo", async () => {
        const id = await save('uid-omar');
        await store.setProfileUpload('uid-maya', id);
        expect((await store.getUpload(id))?.profile).toBe(false);
      });

      it('does not confuse an upload with another whose id it starts', async () => {
        const id = await save();
        await store.createTip(tip({ image: `/uploads/${id}0/320x240.webp` }));
        expect(await store.uploadInUse(id)).toBe(false);
      });

      it("issue 22 #20: counts a member's uploads that no tip and not their profile shows", async () => {
        const owner = `uid-quota-${uploadId()}`;
        expect(await store.countUnattachedUploads(owner)).toBe(0);
        const [shown, profile, loose] = [await save(owner), await save(owner), await save(owner)];
        await save('uid-someone-else');
        expect(await store.countUnattachedUploads(owner)).toBe(3);
        await store.createTip(tip({ image: `/uploads/${shown}/640x480.webp` }));
        await store.setProfileUpload(owner, profile);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
        expect(await store.deleteUploadIfUnused(loose)).toBe(true);
        expect(await store.countUnattachedUploads(owner)).toBe(0);
      });

      it("a trial's photo is shown like a tip's image: in use, and not counted against the quota", async () => {
        const owner = `uid-trial-photo-${uploadId()}`;
        const photo = await save(owner);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
        const tipId = await store.createTip(tip());
        await store.putTrial({
          tipId,
          authorUid: owner,
          outcome: 'worked',
          note: '',
          photo: `/uploads/${photo}/640x480.webp`,
          month: null,
          hemisphere: 'north',
          zone: null,
          displayName: 'Trial Owner',
          authorPhotoURL: '',
        });
        expect(await store.uploadInUse(photo)).toBe(true);
        expect(await store.countUnattachedUploads(owner)).toBe(0);
        await store.deleteTrial(tipId, owner);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
      });

      it('sweeps uploads older than the cut-off that nothing uses', async () => {
        const old = await save('uid-maya', longAgo);
        const oldButShown = await save('uid-maya', longAgo);
        const oldProfile = await save('uid-lina', longAgo);
        const fresh = await save();
        await store.createTip(tip({ image: `/uploads/${oldButShown}/640x480.webp` }));
        await store.setProfileUpload('uid-lina', oldProfile);
        const swept = await store.sweepUploads(new Date(Date.now() - 24 * 3600_000));
        expect(swept).toEqual([old]);
        expect(await store.getUpload(old)).toBeNull();
        for (const kept of [oldButShown, oldProfile, fresh]) expect(await store.getUpload(kept)).not.toBeNull();
      });
    });
  });
}

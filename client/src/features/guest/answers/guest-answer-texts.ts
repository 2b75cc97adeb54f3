/** The guest page's words for answers (issue 46). */
export const GUEST_ANSWER_TEXTS = {
  yes: 'Yes',
  no: 'No',
  na: 'N/A',
  flagged: 'Flagged for the owner',
  sharedWithOwner: 'Your answers and files are shared with the owner; your notes stay yours alone.',
  signatureName: 'type your full name to sign',
  remove: 'Remove',
  uploading: 'Uploading…',
  uploadFailed: 'The file was not saved. Try again.',
  waitingPhotos: (changes: number, photos: number) =>
    `Offline, ${changes} ${changes === 1 ? 'change' : 'changes'} and ${photos} ${photos === 1 ? 'photo' : 'photos'} waiting`,
} as const;

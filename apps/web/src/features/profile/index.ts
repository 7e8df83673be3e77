export { AvatarPicker, type AvatarPickerProps } from './components/avatar-picker.tsx';
export { avatarAcceptedTypes, avatarMaxBytes, checkAvatarFile, type AvatarFileProblem } from './avatar-file-rules.ts';
export { ProfilePage, type ProfilePageProps } from './components/profile-page.tsx';

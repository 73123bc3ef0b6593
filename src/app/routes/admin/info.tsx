/** Route module of /admin/info (staff only). */
export { InfoEditorPage as Component } from '@/features/info/components/info-editor-page';

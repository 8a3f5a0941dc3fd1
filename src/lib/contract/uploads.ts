/** What `POST /api/uploads` answers for a stored photo. */
export interface UploadedPhoto {
  key: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

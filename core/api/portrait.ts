// The admin API's portrait upload: POST /portrait with the photo as the raw
// body and `?focus=centre` or `?crop=x,y,width,height` (server/routes/admin/admin-portrait.ts).

/** The stored portrait's id, its size, and the widths of its files. */
export interface PortraitUpload {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

export interface PortraitUploadAnswer {
  portrait: PortraitUpload;
}

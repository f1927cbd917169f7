import type { TestimonialEditInput } from "../../core/testimonial-edit";
import type { AdminPage, Status } from "../../core/moderation";
import { adminFetch } from "./query";

const call = <T>(path: string, method = "GET", body?: unknown) =>
  adminFetch<T>(path, { method, body });

export const listTestimonials = (status: Status, page: number) =>
  call<AdminPage>(`/testimonials?status=${status}&page=${page}`);
export const locateTestimonial = (id: string) =>
  call<{ status: Status; page: number }>(
    `/testimonials/${encodeURIComponent(id)}`,
  );
export const setStatus = (id: string, status: Status) =>
  call(`/testimonials/${id}/status`, "POST", { status });
export const editTestimonial = (id: string, edit: TestimonialEditInput) =>
  call(`/testimonials/${id}`, "PATCH", edit);
export const anonymiseTestimonial = (id: string) =>
  call(`/testimonials/${id}/anonymise`, "POST");
export const deleteTestimonial = (id: string) =>
  call(`/testimonials/${id}`, "DELETE");

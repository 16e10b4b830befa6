/** Catalog ids of the camera problems of the spec (part 2 §8). */
export const CAMERA_MESSAGES = {
  denied: 'scanner.allow_camera',
  failed: 'scanner.camera_error',
  unavailable: 'unable_to_get_camera_access',
  inactive: 'scanner.camera_inactive',
} as const;

export type CameraProblem = keyof typeof CAMERA_MESSAGES;

/** What went wrong when turning the camera on, from the getUserMedia error. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'TypeError' && !hasCameraApi()) return 'unavailable';
  return 'failed';
}

export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

import { VIDEO_MAX_SECONDS } from '@velvet/contract/limits';

/**
 * Reads a video's duration in the browser from its metadata (30 s max). Rejects when the
 * browser cannot read the file; the server checks the duration again from the file itself.
 */
function readVideoDuration(file: File, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const timer = window.setTimeout(() => finish(new Error('timeout')), timeoutMs);
    function finish(error: Error | null, seconds = 0) {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      if (error) reject(error);
      else resolve(seconds);
    }
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      // Some WebM files report Infinity until the end is parsed; an unreadable length is refused.
      if (Number.isFinite(seconds) && seconds > 0) finish(null, seconds);
      else finish(new Error('unknown duration'));
    };
    video.onerror = () => finish(new Error('unreadable'));
    video.src = url;
  });
}

export type VideoCheck = { accepted: File[]; rejected: { file: File; reason: 'tooLong' | 'invalid' }[] };

/** Splits chosen videos into those within the limit and those skipped, with the reason for each. */
export async function checkVideos(files: File[]): Promise<VideoCheck> {
  const result: VideoCheck = { accepted: [], rejected: [] };
  for (const file of files) {
    try {
      const seconds = await readVideoDuration(file);
      if (seconds > VIDEO_MAX_SECONDS) result.rejected.push({ file, reason: 'tooLong' });
      else result.accepted.push(file);
    } catch {
      result.rejected.push({ file, reason: 'invalid' });
    }
  }
  return result;
}

import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The Web Speech API's recognition is not in TypeScript's DOM types; this is the part we use.
 * https://developer.mozilla.org/docs/Web/API/SpeechRecognition
 */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type RecognitionConstructor = new () => Recognition;

export function speechRecognitionConstructor(
  scope: object = globalThis,
): RecognitionConstructor | null {
  const found = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition ?? null;
}

export type ListenState = 'idle' | 'listening' | 'unavailable';

const ERROR_TEXT: Record<string, string> = {
  'not-allowed': 'Microphone access was refused. Type what you ate instead.',
  'service-not-allowed': 'Speech recognition is turned off here. Type what you ate instead.',
  'no-speech': "I didn't hear anything. Try again, or type what you ate.",
  'audio-capture': 'No microphone was found. Type what you ate instead.',
  network: "Speech recognition needs a connection it couldn't reach. Type what you ate instead.",
};

/**
 * The browser's speech recognition (SpeechRecognition, or Chrome's and Safari's prefixed
 * webkitSpeechRecognition) where it exists. The transcript goes to `onTranscript`; the screen
 * keeps a text box either way, so an error or a browser without it still leaves a way on.
 */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  const [Ctor] = useState(() => speechRecognitionConstructor());
  const [state, setState] = useState<ListenState>(Ctor ? 'idle' : 'unavailable');
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const callback = useRef(onTranscript);
  useEffect(() => {
    callback.current = onTranscript;
  }, [onTranscript]);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    if (!Ctor) return;
    setError(null);
    const next = new Ctor();
    next.lang = navigator.language || 'en-US';
    next.interimResults = true;
    next.continuous = false;
    let finalText = '';
    next.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (!result) continue;
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      callback.current(`${finalText}${interim}`.trim());
    };
    next.onerror = (event) => {
      if (event.error === 'aborted') return;
      setError(ERROR_TEXT[event.error] ?? 'Speech recognition stopped. Type what you ate instead.');
    };
    next.onend = () => {
      recognition.current = null;
      setState('idle');
    };
    recognition.current = next;
    try {
      next.start();
      setState('listening');
    } catch {
      recognition.current = null;
      setError('Speech recognition could not start. Type what you ate instead.');
    }
  }, [Ctor]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { supported: Ctor !== null, state, error, start, stop };
}

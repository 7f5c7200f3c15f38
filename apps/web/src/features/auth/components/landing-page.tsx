import { useEffect } from 'react';
import { Layers, Sparkles, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME, QUOTE, TAGLINE } from '@grandfit/shared/constants.ts';
import { Logo } from '../../../components/logo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { isNativePlatform } from '../../../lib/native.ts';

interface SellingPoint {
  icon: LucideIcon;
  title: string;
  description: string;
}

const SELLING_POINTS: SellingPoint[] = [
  {
    icon: Trophy,
    title: 'Centenarian Decathlon',
    description:
      'Choose the ten things you want to still do at 100, then train for them with quarterly tests.',
  },
  {
    icon: Layers,
    title: '4-Pillar Training',
    description:
      'Strength, recovery and breathing, anti-inflammatory nutrition and consistency tracking in one plan.',
  },
  {
    icon: Sparkles,
    title: 'AI-Powered Progression',
    description:
      'Weight recommendations and adaptive programming based on recovery metrics, form analysis and long-term goals.',
  },
  {
    icon: TrendingUp,
    title: 'Progressive Workouts',
    description:
      'A 52-week journey in four phases, from Foundation to Mastery, that builds week on week.',
  },
];

// Facts about the programme itself (docs/product.md#grandfit-what-the-product-does), not user
// numbers.
const PROGRAMME_FACTS = [
  { value: '52', label: 'Weeks' },
  { value: '4', label: 'Pillars' },
  { value: '10', label: 'Lifelong events' },
];

function startLogin() {
  if (isNativePlatform()) {
    // The provider's pages open in the system browser, never in the app's WebView (RFC 8252).
    void import('../native-sign-in.ts').then((native) => native.startNativeSignIn());
    return;
  }
  // A full navigation, not fetch: the server answers with a redirect to the identity provider.
  window.location.href = '/api/login';
}

export function LandingPage() {
  useEffect(() => {
    // In the native shell a signed-out app shows this page, so it is where the sign-in return
    // link is awaited (also after Android ended the process while the browser was up).
    if (isNativePlatform()) {
      void import('../native-sign-in.ts').then((native) => native.listenForNativeSignIn());
    }
  }, []);
  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_100%_-10%,rgba(16,185,129,0.35),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgba(198,244,50,0.12),transparent_60%)]"
      />
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] sm:px-8">
        <header className="flex items-center gap-3 py-2">
          <Logo className="size-10" />
          <span className="text-sm font-medium tracking-[0.2em] text-white/60 uppercase">
            Longevity training
          </span>
        </header>

        <main className="flex flex-1 flex-col justify-center gap-12 py-10 lg:grid lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16">
          <section aria-labelledby="landing-title" className="flex flex-col gap-7">
            <h1 id="landing-title" className="flex flex-col gap-3">
              <span className="text-2xl font-extrabold tracking-tight text-accent sm:text-3xl">
                {PRODUCT_NAME}
              </span>
              <span className="text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
                {TAGLINE}
              </span>
            </h1>
            <figure className="border-l-4 border-accent pl-4">
              <blockquote className="text-lg font-medium text-white/85 italic sm:text-xl">
                <p>{QUOTE}</p>
              </blockquote>
            </figure>
            <p className="max-w-xl text-base leading-relaxed text-white/70">
              A 52-week programme that blends strength, Zone 2 and VO2 max work with recovery,
              breathing and nutrition, so you stay strong, mobile and independent for decades.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <button
                type="button"
                onClick={startLogin}
                className={buttonClasses(
                  'accent',
                  'lg',
                  'w-full text-base shadow-[0_10px_40px_-10px_rgba(198,244,50,0.6)] sm:w-auto',
                )}
              >
                Start Your Longevity Journey
              </button>
            </div>
            <dl className="grid max-w-md grid-cols-3 gap-3 pt-2">
              {PROGRAMME_FACTS.map(({ value, label }) => (
                <div key={label} className="flex flex-col gap-0.5">
                  <dt className="text-xs font-medium tracking-wide text-white/55 uppercase">
                    {label}
                  </dt>
                  <dd className="order-first text-2xl font-extrabold tracking-tight text-white">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="pillars-title">
            <h2 id="pillars-title" className="sr-only">
              Why {PRODUCT_NAME}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {SELLING_POINTS.map(({ icon: Icon, title, description }) => (
                <li
                  key={title}
                  className="flex gap-4 rounded-3xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur-sm sm:flex-col sm:gap-0"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-emerald-400/15 text-emerald-300 sm:mb-4">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-base font-semibold">{title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-white/65">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </main>
      </div>
    </div>
  );
}

import { formatEuros } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
// The first screen's picture (1.4 KB) comes with the page instead of after it: one request less before it shows.
import kneading from '../../assets/illustrations/kneading.svg?url&inline';
import { useConfig } from '../../components/ConfigProvider';
import { Gallery } from '../../components/Gallery';
import { GiftCard } from '../../components/GiftCard';
import { useHydrated } from '../../components/useHydrated';
import { usePageMeta } from '../../components/usePageMeta';
import { gallery, home, meta } from '../../content/pages';

/** The home page, plain elements styled by index.css: it is the first screen of most visits (no MUI to download). */
export default function HomePage() {
  const { brandName, prices } = useConfig();
  const [giftCardOpen, setGiftCardOpen] = useState(false);
  const hydrated = useHydrated();
  usePageMeta(meta.home.title(brandName), meta.home.description);
  return (
    <>
      <div className="home-hero">
        <div className="container home-hero-grid">
          <div>
            <span className="chip">{home.badge}</span>
            <h1 className="text-h1 gutter">{home.headline}</h1>
            <p className="text-body1 text-large home-intro">{home.intro(prices.totalPrice)}</p>
            <Link to="/parents" className="button button-contained">
              {home.cta}
            </Link>
          </div>
          <img className="home-hero-image" src={kneading} alt={gallery.kneading} width={400} height={300} />
        </div>
      </div>
      <div className="container home-section">
        <h2 className="text-h2 gutter">{home.steps.title}</h2>
        <ol className="plain-list grid grid-md-3 home-steps">
          {home.steps.items(formatEuros(prices.depositAmount, { cents: 'when-needed' })).map((step, index) => (
            <li key={step.title} className="card">
              <h3 className="text-h3 gutter">
                {index + 1}. {step.title}
              </h3>
              <p className="text-body1">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="container home-gallery">
        <h2 className="text-h2 gutter">{home.galleryTitle}</h2>
        <Gallery />
      </div>
      <div className="container grid grid-md-2 home-cards">
        <div className="card">
          <h2 className="text-h2 gutter">{home.giftCardTitle}</h2>
          <p className="text-body1 card-text">{home.giftCardText}</p>
          <button type="button" className="button button-outlined" disabled={!hydrated} onClick={() => setGiftCardOpen(true)}>
            {home.giftCardButton}
          </button>
        </div>
        <div className="card">
          <h2 className="text-h2 gutter">{home.merchantsTeaser.title}</h2>
          <p className="text-body1 card-text">{home.merchantsTeaser.text}</p>
          <Link to="/merchants" className="link">
            {home.merchantsTeaser.link}
          </Link>
        </div>
      </div>
      <GiftCard open={giftCardOpen} onClose={() => setGiftCardOpen(false)} />
    </>
  );
}

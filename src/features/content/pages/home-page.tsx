import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { buttonClass, ui } from '@/components/plain-ui';
import { consumerLinks } from '@/components/layout/navigation';
import { PageTitle } from '@/components/layout/page-title';
import { HydrateLater } from '@/boot/hydration';
import { Carousel } from '../components/carousel';
import { homeHeading, homeSlides, type Slide } from '../data/home';
import { CentresSection, JoinLine, PortalsSection, ServicesSection } from './home-sections';
import classes from './home-page.module.css';

function SlideContent({ slide }: { slide: Slide }) {
  return (
    <div className={classes.slide}>
      <img
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        className={classes.slideImage}
        fetchPriority={slide.id === homeSlides[0]?.id ? 'high' : 'low'}
      />
      <div className={classes.slideText}>
        <p className={classes.slideTitle}>{slide.title}</p>
        <p className={classes.slideLead}>{slide.text}</p>
        <p className={classes.slidePhone}>
          Ventas:{' '}
          <a href={`tel:${site.phones.sales.tel}`} className={classes.slidePhoneLink}>
            {site.phones.sales.display}
          </a>
        </p>
        <Link to="/contacto" className={buttonClass({ size: 'md' }, classes.joinButton)}>
          Asociarme
        </Link>
      </div>
    </div>
  );
}

/**
 * The home page. Plain markup with Mantine's look (plain-ui, home-page.module.css): with the shell, it is the first
 * screen of most visits, and it loads no Mantine component code.
 */
export function HomePage() {
  return (
    <>
      <div className={`${ui.container} ${ui.containerLg} ${classes.top}`}>
        <PageTitle size="h2" className={classes.heading} flush>
          {homeHeading}
        </PageTitle>
        {/* Disposición 954/2025: cancel and withdraw from the first screen, not only from the footer. */}
        <nav aria-label="Baja y arrepentimiento" className={classes.consumerLinks}>
          {consumerLinks.map(({ label, link }) => (
            <Link key={label} {...link} className={`${ui.link} ${ui.small}`}>
              {label}
            </Link>
          ))}
        </nav>
        <Carousel
          label="Novedades de Salud Plena"
          items={homeSlides}
          itemKey={(s) => s.id}
          renderItem={(s) => <SlideContent slide={s} />}
          ratio="5 / 2"
          mobileRatio="4 / 5"
        />
      </div>

      {/* Below the first screen: hydrated after the page, so that the page answers taps sooner. */}
      <HydrateLater>
        <div className={`${ui.container} ${ui.containerLg} ${classes.sections}`}>
          <ServicesSection />
          <CentresSection />
          <PortalsSection />
          <JoinLine />
        </div>
      </HydrateLater>
    </>
  );
}

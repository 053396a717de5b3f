import { Link } from 'react-router';
import { MINIMUM_AGE, SITE_NAME, paths } from '@mt/shared';
import { StaticPage } from '../components/static-page';
import { TextSection } from '../components/text-section';

export default function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      intro={`${SITE_NAME} plans surprise trips across Africa: you bring the curiosity, we and our local partners bring the journey.`}
    >
      <TextSection id="who-we-are" title="Who we are">
        <p>
          We are a small team of travellers and planners who believe the best trips are the ones you didn’t see coming. Too many
          holidays are decided by the same few photos online; we would rather match you with places you might never have picked
          yourself – a family-run lodge on a quiet river, a guide who grew up in the hills, a market town off the usual route.
        </p>
        <p>
          We work with independent lodges, safari and tour operators, transport companies, guides and community projects across
          the continent. They know their regions; we bring them travellers and take care of the planning.
        </p>
      </TextSection>
      <TextSection id="how-it-works" title="How it works">
        <ol>
          <li>You share your budget, travel dates, group size and interests.</li>
          <li>We design an itinerary from our partners’ services and send you a proposal with its price.</li>
          <li>You accept and pay securely online.</li>
          <li>Your destination is revealed shortly before departure, along with everything you need to get ready.</li>
        </ol>
        <p>
          After the trip you can review it, share your story with other travellers, or book the same trip again. Ready to start?{' '}
          <Link to={paths.discover}>Tell us what you’re looking for</Link>.
        </p>
      </TextSection>
      <TextSection id="values" title="Our values">
        <ul>
          <li><strong>Honesty.</strong> The surprise is the destination, never the price or what’s included.</li>
          <li><strong>Local first.</strong> We work with businesses owned and run in the places you visit.</li>
          <li><strong>Care.</strong> Every itinerary is put together by a person, with your safety and comfort in mind.</li>
          <li><strong>Openness to all.</strong> Travellers of every background are welcome; trips are for adults aged {MINIMUM_AGE} and over.</li>
        </ul>
      </TextSection>
      <TextSection id="responsible-travel" title="Responsible travel">
        <p>
          Tourism can support communities and protect wildlife – or do the opposite. We favour partners who employ and train local
          staff, respect the rules of parks and reserves, and keep their footprint small. Most of what you pay for a trip goes
          to the partners who deliver it, and our reviews let travellers tell us where standards slip.
        </p>
        <p>We ask travellers to do their part too: respect local customs, ask before photographing people, and leave places as you found them.</p>
      </TextSection>
      <TextSection id="contact" title="Get in touch">
        <p>
          Questions about a trip, a partnership or the press? Send us a message through our <Link to={paths.contact}>contact page</Link>{' '}
          and we’ll get back to you. Interested in listing your services? <Link to={paths.partnerRegister}>Become a partner</Link>.
        </p>
      </TextSection>
    </StaticPage>
  );
}

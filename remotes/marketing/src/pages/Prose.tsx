import { Link as RouterLink } from '@iprism/shared/router';
import Container from '@mui/material/Container';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { Prose as ProseStyles } from '@iprism/shared/ui';

/** The prose style guide: every element long-form pages use, with realistic content, to check the typography in both themes. */
export default function Prose() {
  useSeo({
    title: 'Prose style guide',
    description: 'The typography of iPrism long-form pages: headings, paragraphs, lists, quotes, code, tables and links, shown with an article on patent drafting.',
    path: '/prose',
  });
  return (
    <>
      <PageHeader
        eyebrow="Style guide"
        title="Prose"
        lead="How long-form text looks on iPrism: articles, documentation and legal pages use these styles. The sample is a short guide to drafting claims."
        maxWidth="md"
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <ProseStyles>
          <p>
            A patent is read for decades, by examiners, competitors, courts and clients. Its claims define what it protects, and its description must support
            every word of them. This sample walks through the habits that make a draft easier to examine and harder to design around.
          </p>

          <h2>Start with the invention, not the claims</h2>
          <p>
            Before writing a single claim, describe the invention in your own words: the problem, the known approaches and their shortcomings, and what the
            inventors did differently. A clear <strong>inventive concept</strong> keeps the claim set coherent and makes the independent claims easier to
            draft at the right breadth.
          </p>
          <h3>Questions for the inventor meeting</h3>
          <ul>
            <li>What problem does the invention solve, and for whom?</li>
            <li>
              What is the closest thing that already exists, and why does it fall short?
              <ul>
                <li>Published patents and applications</li>
                <li>Products on the market, including the client&apos;s own</li>
              </ul>
            </li>
            <li>Which features are essential, and which are merely preferred?</li>
            <li>What variations would a competitor try first?</li>
          </ul>

          <h3>Order of drafting</h3>
          <ol>
            <li>Write the broadest independent claim you believe is new and inventive.</li>
            <li>Add dependent claims that fall back, one feature at a time, to narrower positions.</li>
            <li>Draft the description so that each claim term has clear support and, where useful, a definition.</li>
            <li>Review antecedent basis: every “the” and “said” needs an earlier “a” or “an”.</li>
          </ol>

          <h2>Claim language</h2>
          <p>
            Claims are a single sentence, and each word carries weight. Consistent terms avoid ambiguity; a term that changes between claims invites questions
            about whether two things are meant.
          </p>
          <blockquote>
            The name of the game is the claim. Everything else in the specification exists to support, explain and enable what the claims define.
          </blockquote>
          <h4>Transitional phrases</h4>
          <p>
            <em>Comprising</em> is open: other elements may be present. <em>Consisting of</em> is closed. <em>Consisting essentially of</em> sits in between and
            excludes only elements that would materially change the basic characteristics.
          </p>
          <p>
            A typical independent claim, as iPrism parses it, with the preamble, the transition and each element on its own line:
          </p>
          <pre>
            <code>{`1. A sensor assembly, comprising:
   a housing having an inlet and an outlet;
   a membrane disposed between the inlet and the outlet; and
   a controller configured to measure a pressure drop across the membrane.`}</code>
          </pre>
          <p>
            Inline code marks identifiers such as the publication number <code>US 2024/0123456 A1</code> or the CPC group <code>G01N 33/00</code>. Keys are shown
            like <kbd>Ctrl</kbd> + <kbd>F</kbd>.
          </p>

          <h2>Counting claims and fees</h2>
          <p>USPTO fees depend on how many claims you file and how they depend on each other. A quick overview of the claim-related fee triggers:</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Included in the filing fee</th>
                <th scope="col">Extra fee applies</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Total claims</td>
                <td>20</td>
                <td>Each claim over 20</td>
              </tr>
              <tr>
                <td>Independent claims</td>
                <td>3</td>
                <td>Each independent claim over 3</td>
              </tr>
              <tr>
                <td>Multiple dependent claims</td>
                <td>None</td>
                <td>Once per application containing any</td>
              </tr>
            </tbody>
          </table>
          <p>
            Fee amounts change; check the current USPTO fee schedule before filing, or let the <RouterLink to="/documentation#report-claims">fee estimate</RouterLink>{' '}
            in the iPrism report do the arithmetic.
          </p>

          <hr />

          <h2>Links and definitions</h2>
          <p>
            Links inside text look like this: read more in the <RouterLink to="/documentation">user guide</RouterLink>, or see the official{' '}
            <a href="https://www.uspto.gov/web/offices/pac/mpep/" target="_blank" rel="noreferrer">
              Manual of Patent Examining Procedure
            </a>
            . Abbreviations can carry a title, such as <abbr title="Information Disclosure Statement">IDS</abbr>.
          </p>
          <dl>
            <dt>Antecedent basis</dt>
            <dd>The requirement that a claim term introduced with “the” or “said” has been introduced earlier in the claim or a claim it depends on.</dd>
            <dt>Written description</dt>
            <dd>The requirement that the specification shows the inventors had possession of what is claimed.</dd>
          </dl>
          <figure>
            <blockquote>Figures and their captions sit on their own, with a muted caption below.</blockquote>
            <figcaption>Figure 1. A captioned figure.</figcaption>
          </figure>
        </ProseStyles>
      </Container>
    </>
  );
}

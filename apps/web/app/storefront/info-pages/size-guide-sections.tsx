import type { InfoSection } from './info-layout.tsx';
import type { PolicySettings } from './policy-text.ts';
import { placement, sizeCategories } from './size-guide-data.ts';
import { SizeScale } from './size-scale.tsx';

const cell = 'border-b border-line py-3 pr-4 text-left align-top';

function SizeTable() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-[0.9375rem]">
        <caption className="sr-only">Size categories by longest side</caption>
        <thead>
          <tr className="label-caps text-muted">
            <th scope="col" className={cell}>
              Size
            </th>
            <th scope="col" className={cell}>
              Longest side
            </th>
            <th scope="col" className={cell}>
              Best for
            </th>
          </tr>
        </thead>
        <tbody>
          {sizeCategories.map((c) => (
            <tr key={c.name}>
              <th scope="row" className={`${cell} font-semibold text-ink`}>
                {c.name}
              </th>
              <td className={`${cell} tabular-nums`}>
                {c.range} <span className="text-muted">({c.cm})</span>
              </td>
              <td className={cell}>{c.bestFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function sizeGuideSections(s: PolicySettings): InfoSection[] {
  const consult = `mailto:${s.contactEmail}?subject=${encodeURIComponent('Size consultation')}`;
  return [
    {
      id: 'size-categories',
      title: 'Size categories',
      body: (
        <>
          <p>We group works by their longest side, measured without a frame.</p>
          <SizeScale />
          <SizeTable />
        </>
      ),
    },
    {
      id: 'formats',
      title: 'Formats',
      body: (
        <ul>
          <li>
            <strong>Original</strong>: the one work by the artist's hand, in the size the artist made it.
          </li>
          <li>
            <strong>Canvas</strong>: stretched on a wooden frame {placement.canvasDepth} deep, ready to hang without a
            frame.
          </li>
          <li>
            <strong>Fine art print</strong>: archival pigment print on cotton paper, to be framed behind glass.
          </li>
          <li>
            <strong>Framed</strong>: a print in a simple frame of{' '}
            {placement.frames.join(', ').replace(/, ([^,]*)$/, ' or $1')}.
          </li>
        </ul>
      ),
    },
    {
      id: 'room-placement',
      title: 'Room placement',
      body: (
        <ul>
          <li>Hang the centre of the work {placement.hangingHeight} from the floor, at eye level.</li>
          <li>
            Above a sofa, bed or sideboard, leave {placement.aboveFurniture} between the furniture and the bottom of the
            work.
          </li>
          <li>Leave {placement.spaceAround} between works hung together, and around a work on a busy wall.</li>
          <li>Above furniture, choose a work about two thirds of the furniture's width.</li>
        </ul>
      ),
    },
    {
      id: 'measurement-tips',
      title: 'Measurement tips',
      body: (
        <ul>
          <li>Measure the wall, then the furniture below it; mark the work's outline with painter's tape.</li>
          <li>A frame adds to the size: allow 1-3 in on each side for a frame and mat.</li>
          <li>Dimensions on each work are height × width, and depth where it matters.</li>
        </ul>
      ),
    },
    {
      id: 'quick-reference',
      title: 'Quick reference',
      body: (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-muted">Hanging height</dt>
          <dd>{placement.hangingHeight} to the centre</dd>
          <dt className="text-muted">Above furniture</dt>
          <dd>{placement.aboveFurniture}</dd>
          <dt className="text-muted">Between works</dt>
          <dd>{placement.spaceAround}</dd>
          <dt className="text-muted">Canvas depth</dt>
          <dd>{placement.canvasDepth}</dd>
          <dt className="text-muted">Frames</dt>
          <dd className="capitalize">{placement.frames.join(', ')}</dd>
        </dl>
      ),
    },
    {
      id: 'consultation',
      title: 'Free size consultation',
      body: (
        <p>
          Not sure what will fit? Send us a photo of your wall with its measurements and we will suggest sizes and
          works: <a href={consult}>{s.contactEmail}</a>.
        </p>
      ),
    },
  ];
}

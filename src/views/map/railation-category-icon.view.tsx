import { categoryStyle } from './railation-icons';

/**
 * A railation category's map icon as an inline SVG (the drawers show it beside the category, so the
 * map's squares can be told apart). Decorative: the text beside it names the category.
 */
export function RailationCategoryIcon({
  categoryId,
  size = 20,
}: {
  readonly categoryId: number;
  readonly size?: number;
}) {
  const style = categoryStyle(categoryId);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="23" height="23" rx="5" fill={style.color} />
      <g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="none">
        {style.glyph.map((part, i) =>
          part.paint === 'fill' ? (
            <path key={i} d={part.d} fill="#ffffff" />
          ) : (
            <path
              key={i}
              d={part.d}
              stroke="#ffffff"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ),
        )}
      </g>
    </svg>
  );
}

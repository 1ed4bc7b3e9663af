import { useId, type ReactNode, type Ref, type SVGProps } from 'react';
import { LevelLegend } from '../risk-scale/scale-legend';
import { MapZoomControls } from './map-zoom-controls';
import type { useMapZoom } from './use-map-zoom';

/**
 * A zoomable map's frame (use-map-zoom): the level legend, its `caption` beside the zoom buttons,
 * the viewport with the focusable drawing (named by `labelledBy`, described by the hint under it)
 * and the hint: how to move and zoom, then what this map adds (`hint`). Until the shapes are in
 * (`size` null) the viewport stands empty at its height.
 */
export const MapFrame = ({
  zoom: { scale, zoomIn, zoomOut, reset, attach, viewportProps },
  size,
  className,
  caption,
  labelledBy,
  hint,
  viewportRef,
  svgProps,
  children,
}: {
  zoom: ReturnType<typeof useMapZoom<SVGSVGElement>>;
  size: { width: number; height: number } | null;
  className: string;
  caption: ReactNode;
  labelledBy: string;
  hint: string;
  viewportRef?: Ref<HTMLDivElement>;
  svgProps?: SVGProps<SVGSVGElement>;
  children: ReactNode;
}) => {
  const hintId = useId();
  return (
    <>
      <LevelLegend />
      <div className="d-flex align-items-center gap-2 mb-1">
        {caption}
        <MapZoomControls scale={scale} onZoomIn={zoomIn} onZoomOut={zoomOut} onReset={reset} />
      </div>
      <div
        ref={viewportRef}
        className={size ? className : `${className} world-map-loading`}
        {...viewportProps}
      >
        {size && (
          <svg
            {...svgProps}
            ref={attach}
            viewBox={`0 0 ${size.width} ${size.height}`}
            role="group"
            tabIndex={0}
            aria-labelledby={labelledBy}
            aria-describedby={hintId}
          >
            {children}
          </svg>
        )}
      </div>
      <p id={hintId} className="small text-body-secondary mt-1 mb-0">
        Drag to move the map; zoom with the wheel, a pinch, the buttons or the + and − keys (the
        arrows move it, 0 shows the whole world). {hint}
      </p>
    </>
  );
};

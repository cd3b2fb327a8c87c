import { Badge, type BadgeProps } from '@chakra-ui/react';
import { CHIP_PALETTE, statusColor, statusLabel, type ChipColor, type StatusKind } from '../lib/domain';

type ChipBase = Omit<BadgeProps, 'color' | 'children' | 'onClick'> & {
  /** Makes the chip a button (admin screens open the status dialog from it). */
  onClick?: () => void;
  /** Accessible label for the clickable chip, e.g. 'Durumu değiştir: Onaylandı'. */
  actionLabel?: string;
};

/** A chip from an explicit Turkish label and chip colour (e.g. the computed call status). */
export type StatusChipLabelProps = ChipBase & { label: string; color: ChipColor; kind?: never; value?: never };
/** A chip from a domain status value, looked up in the domain's label and colour tables. */
export type StatusChipKindProps = ChipBase & {
  kind: StatusKind;
  value: string | null | undefined;
  label?: never;
  color?: never;
};
export type StatusChipProps = StatusChipLabelProps | StatusChipKindProps;

export function StatusChip(props: StatusChipProps) {
  const { label, color, kind, value, onClick, actionLabel, ...rest } = props;
  const text = kind !== undefined ? statusLabel(kind, value) : (label ?? '');
  const chipColor: ChipColor = kind !== undefined ? statusColor(kind, value) : (color ?? 'neutral');
  const palette = CHIP_PALETTE[chipColor];
  if (onClick) {
    return (
      <Badge
        asChild
        colorPalette={palette}
        variant="subtle"
        size="md"
        cursor="pointer"
        _hover={{ bg: 'colorPalette.muted' }}
        focusRingColor="colorPalette.focusRing"
        {...rest}
      >
        <button type="button" onClick={onClick} aria-label={actionLabel} data-chip-color={chipColor}>
          {text}
        </button>
      </Badge>
    );
  }
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-chip-color={chipColor} {...rest}>
      {text}
    </Badge>
  );
}

import { Button, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface DetailDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The rows: DetailRow elements (rendered inside a two-column <dl>). */
  children: ReactNode;
  /** Default 'Kapat'. */
  closeLabel?: string;
  /** Default 'inside' (the body scrolls). */
  scrollBehavior?: 'inside' | 'outside';
}

export interface DetailRowProps {
  label: string;
  children: ReactNode;
}

/** One label/value pair of a DetailDialog. */
export function DetailRow({ label, children }: DetailRowProps) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
        {children}
      </Text>
    </>
  );
}

/** A read-only dialog listing a record's fields as label/value rows. */
export function DetailDialog({ open, onClose, title, children, closeLabel = 'Kapat', scrollBehavior = 'inside' }: DetailDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      scrollBehavior={scrollBehavior}
      footer={
        <Button variant="outline" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="3">
        {children}
      </Grid>
    </DialogFrame>
  );
}

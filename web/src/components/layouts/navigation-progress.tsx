import { Box } from '@mantine/core';
import { useNavigation } from 'react-router-dom';
import classes from './layout.module.css';

/** A thin bar while the next screen's code downloads (slow Wi-Fi). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box className={classes.progress} role="progressbar" aria-label="Loading page" aria-busy>
      <span />
    </Box>
  );
}
